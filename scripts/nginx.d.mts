export declare const NGINX: string;
export declare function freePort(): Promise<number>;
export declare function startNginx(
  dir: string,
  port: number,
  upstreams: number[],
): Promise<{ url: string; stop(): Promise<void> }>;
