/** The directory's addresses, shared by the PWA's routes and the server's HTML (without zod). */

/** The directory page (spec: associations-partenaires-cagnotte-solidaire). */
export const DIRECTORY_PATH = '/associations-partenaires-cagnotte-solidaire';
/** The spec's other directory route, which shows the same page. */
export const DIRECTORY_ALIAS_PATH = '/assoc-partenaire';
