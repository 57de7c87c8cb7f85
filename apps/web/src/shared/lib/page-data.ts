/** The id the server gives a server-rendered page's state (apps/api modules/seo/seo.server-render.ts). */
export const SSR_STATE_ID = 'ssr-state';

/** Whether the server painted this page: its state is there for the app to hydrate from (decision 128). */
export const isServerRendered = (doc: Document = document) => doc.getElementById(SSR_STATE_ID) !== null;
