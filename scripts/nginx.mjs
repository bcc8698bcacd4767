// nginx from Debian's package in front of the server's instances, started as an ordinary user in
// the foreground with everything it writes in a folder of its own: docs/deploy.md's configuration
// with the files moved into the folder. The rolling-restart test (packages/server/test/
// rollingRestart.test.ts) and bench (bench/rolling-restart.mjs) both start it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** A port no one listens on now. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function config(dir, port, upstreams) {
  return `
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream darts { ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(' ')} }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://darts;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 120s;
    }
  }
}`;
}

/** Starts nginx on `port` in front of the instances on `upstreams`; resolves once /healthz answers through it. */
export async function startNginx(dir, port, upstreams) {
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => nginx.on('exit', resolve));
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      return {
        url: `http://127.0.0.1:${port}`,
        async stop() {
          nginx.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  nginx.kill('SIGTERM');
  throw new Error(`nginx did not start (see ${dir}/error.log)`);
}
