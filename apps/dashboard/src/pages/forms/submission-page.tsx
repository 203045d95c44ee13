/**
 * One submission (`/config/forms/:id/submissions/:submissionId`): each answer
 * in its summary view (platform.md §2: address, checkbox, date, likert, name,
 * phone, time), 'N/A' when empty (§9); where and when it was sent.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import './forms.css';
import type { SubmissionDetail } from './forms-types.ts';

export default function SubmissionPage({ params }: PageProps) {
  const load = useRouteQuery('getFormSubmission', { params: { id: params.id, submissionId: params.submissionId } });
  return (
    <LoadView load={load}>
      {({ submission }) => (
        <>
          <PageHeader title={`Submission of ${formatDateTime(submission.createdAt)}`}>
            <Link href={hrefFor('form-submissions', { id: params.id })}>All submissions</Link>
          </PageHeader>
          <dl className="facts form-answers">
            {submission.answers.map((answer, index) => (
              <div key={index} className="form-answers__row">
                <dt>{answer.title || `Field ${index + 1}`}</dt>
                <dd className={answer.summary === 'N/A' ? 'muted' : undefined} style={{ whiteSpace: 'pre-line' }}>
                  {answer.summary}
                </dd>
              </div>
            ))}
          </dl>
          <h2 className="panel__title">Sent from</h2>
          <dl className="facts">
            <dt>Page</dt>
            <dd>
              {submission.pageTitle || submission.pagePath} <span className="muted">({submission.pagePath})</span>
            </dd>
            <dt>Received</dt>
            <dd>{formatDateTime(submission.createdAt)}</dd>
          </dl>
        </>
      )}
    </LoadView>
  );
}
