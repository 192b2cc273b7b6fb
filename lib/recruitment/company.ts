/** The group itself hires when a post names no subsidiary: one name, kept with the post links. */
export { GROUP_COMPANY_NAME } from './post-links';
