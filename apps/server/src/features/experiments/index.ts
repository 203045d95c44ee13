/** The experiments feature's public face: other features, the app, the CLI and tests import only this. */
export { experimentsForPage, EXPOSURE_EVENT } from './page-experiments.ts';
export { formSubmitted, FORM_SUBMISSION_EVENT } from './form-submission-event.ts';
export type { RenderAssignment } from './assigner.ts';
