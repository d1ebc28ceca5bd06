import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './processes.ts';

/** Debian's nginx, when installed (the fleet test and bench:load put it in front of the servers). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** nginx on loopback balancing round-robin over the given ports; reports which one answered. */
export async function startNginx(ports: number[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream api { ${ports.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`);
  const child: ChildProcess = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  await waitFor('nginx to listen', async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok ? true : undefined;
    } catch {
      return undefined;
    }
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

