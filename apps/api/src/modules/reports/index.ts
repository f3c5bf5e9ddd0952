/** The reports module's door (docs/api/reports.md): app.ts mounts its routes; the site's pages count campaign visits. */
export { countCampaignVisit } from './campaign-visits';
