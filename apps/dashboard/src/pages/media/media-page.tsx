/**
 * Media (`/config/media`): the site's file manager — uploads with progress, the library with
 * search, sort and Load More, and each file's detail (platform.md §2 "File manager").
 */
import { PageHeader } from '../../components/page-header.tsx';
import { MediaLibrary } from '../../components/media-picker/media-library.tsx';

export default function MediaPage() {
  return (
    <>
      <PageHeader title="Media" />
      <MediaLibrary />
    </>
  );
}
