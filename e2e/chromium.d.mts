export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
