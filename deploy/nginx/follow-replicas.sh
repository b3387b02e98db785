#!/bin/sh
# The balancer's command (docker-compose.scale.yml): nginx, reloaded whenever the engine's DNS lists other addresses
# for the gateway service, so a replica started, stopped, or added with --scale is followed within a second or two.
# nginx 1.22 resolves a server name only when it (re)loads its configuration, and a reload whose lookup fails keeps the
# old configuration without a word to this script. So the script writes the addresses it saw into the upstream itself
# (SERVERS, included by gateway.conf): what nginx balances over is exactly what the DNS listed, and a reload cannot
# fail on a lookup. A reload is graceful (requests in flight finish on the old workers); docs/scaling.md "Status"
# says what it does to clients' idle keep-alive connections. On nginx 1.27.3+, `server gateway:8080 resolve;` with a
# `resolver` would follow the DNS without reloads.
set -u
SERVICE=${GATEWAY_SERVICE:-gateway}
SERVERS=/etc/nginx/gateway-servers.conf

# One second per DNS server, one try: an engine DNS that drops a query (podman's aardvark-dns does while it reloads,
# docs/scaling.md "Status") costs a second and an empty answer (the last list is kept), not glibc's 5 s per query and
# server, which made one lookup take 40 s. The next second asks again.
addresses() {
  RES_OPTIONS='timeout:1 attempts:1' getent ahosts "$SERVICE" | awk '$2 == "STREAM" { print $1 }' | sort -u | tr '\n' ' '
}
say() { printf '{"time":"%s","component":"follow-replicas","msg":"%s"}\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1"; }
# One `server` line per address (an IPv6 one in brackets). A replica that refuses or resets a connection is skipped
# for 5 s (nginx's passive health check) while the request goes to the next one.
write_servers() {
  for address in $1; do
    case $address in *:*) address="[$address]" ;; esac
    echo "server $address:8080 max_fails=1 fail_timeout=5s;"
  done > "$SERVERS.new" && mv "$SERVERS.new" "$SERVERS"
}

# nginx needs at least one replica to start: wait for the first.
until [ -n "$(addresses)" ]; do sleep 1; done
known=$(addresses)
write_servers "$known"
say "replicas of $SERVICE: $known"
nginx -g 'daemon off;' &
nginx_pid=$!
trap 'kill -QUIT "$nginx_pid" 2>/dev/null; wait "$nginx_pid"; exit 0' TERM INT QUIT

while kill -0 "$nginx_pid" 2>/dev/null; do
  sleep 1 &
  wait $!
  now=$(addresses)
  # No address at all (every replica down, or DNS hiccups): keep the last list rather than none.
  if [ -n "$now" ] && [ "$now" != "$known" ]; then
    write_servers "$now"
    if nginx -t -q; then
      say "replicas of $SERVICE changed: $known-> $now; reloading nginx"
      nginx -s reload
      known=$now
    else
      say "replicas of $SERVICE changed: $known-> $now; nginx -t failed, trying again in a second"
    fi
  fi
done
wait "$nginx_pid"
