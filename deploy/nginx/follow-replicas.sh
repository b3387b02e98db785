#!/bin/sh
# The balancer's command (docker-compose.scale.yml): nginx, reloaded whenever the engine's DNS lists other addresses
# for the gateway service, so a replica started, stopped, or added with --scale is followed within a second or two.
# nginx 1.22 resolves `server gateway:8080` only when it (re)loads its configuration; a reload is graceful (requests
# in flight finish on the old workers). On nginx 1.27.3+, `server gateway:8080 resolve;` with a `resolver` does this.
set -u
SERVICE=${GATEWAY_SERVICE:-gateway}

addresses() { getent ahosts "$SERVICE" | awk '$2 == "STREAM" { print $1 }' | sort -u | tr '\n' ' '; }
say() { printf '{"time":"%s","component":"follow-replicas","msg":"%s"}\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1"; }

# nginx refuses to start on a name it cannot resolve: wait for the first replica.
until [ -n "$(addresses)" ]; do sleep 1; done
known=$(addresses)
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
    say "replicas of $SERVICE changed: $known-> $now; reloading nginx"
    nginx -s reload
    known=$now
  fi
done
wait "$nginx_pid"
