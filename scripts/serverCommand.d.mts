export declare const SERVER_MAIN: string;
export declare const stripsTypes: boolean;
export declare function serverNodeArgs(entry?: string, options?: { native?: boolean }): string[];
