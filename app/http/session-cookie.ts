/** The one cookie a CDN in front (Firebase Hosting) forwards to the site (decision 120). */
export const SESSION_COOKIE_NAME = "__session";
