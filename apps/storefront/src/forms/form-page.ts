/**
 * Where a form is shown, for the submission payload (storefront.md §3): the
 * server knows the page id and whether it is an item ('i') or a collection
 * ('c'); the title and path are the browser's at submit time.
 */
import type { ContentSource } from '@plinth/forms';
import type { FormPage } from './submit-form.ts';

/** What the widget formatter puts in the island props. */
export interface FormPageProps {
  pageId: string;
  contentSource: ContentSource;
  /** The page's title as the server knows it; the document title otherwise. */
  pageTitle?: string;
}

/** The page of the submission, completed from the browser's location. */
export function formPage(props: FormPageProps, location: { pathname: string } = window.location, title = document.title): FormPage {
  return {
    pageId: props.pageId,
    contentSource: props.contentSource,
    pageTitle: props.pageTitle || title,
    pagePath: location.pathname || '/',
  };
}
