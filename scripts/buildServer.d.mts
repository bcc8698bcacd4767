/** The bundle `npm start` runs (buildServer.mjs). */
export declare const SERVER_BUNDLE: string;
/** Bundles the server; resolves with the bundle's path. */
export declare function buildServer(): Promise<string>;
