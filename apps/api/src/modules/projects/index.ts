/** The projects module's door. */
export { getProjectBySlug } from './projects.service';
