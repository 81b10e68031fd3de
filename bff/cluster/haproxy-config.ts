/**
 * The load balancer's configuration (HAProxy 2.6, Debian's): one address in front, the instances behind it,
 * each sent requests only while its /readyz answers 200 (checked every second; an instance that stops or fails
 * a check is out at once, and back after two good ones). A request that could not reach an instance (refused:
 * it was stopping, or killed) goes to another; a request an instance was already given is never sent twice.
 * Event streams are long requests: the tunnel timeout lets them stay open.
 */
export type BalancerSettings = {
  host: string;
  port: number;
  instancePorts: number[];
  /** HAProxy's own statistics page (with each instance's state), on loopback. */
  statsPort: number;
};

export function haproxyConfig({ host, port, instancePorts, statsPort }: BalancerSettings): string {
  return `# Written by npm run start:cluster (bff/cluster/haproxy-config.ts); changes here are overwritten.
defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure
  timeout connect 2s
  timeout client 130s
  timeout server 130s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # A readiness check on a busy instance may take more than its second.
  timeout check 3s

frontend site
  bind ${host}:${port}
  # Prometheus reads each instance's /metrics on its own address; the public one never answers it.
  http-request deny deny_status 404 if { path /metrics }
  default_backend instances

backend instances
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 1s fall 1 rise 2 maxconn 500
${instancePorts.map((instancePort, index) => `  server instance${index + 1} 127.0.0.1:${instancePort}`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`;
}
