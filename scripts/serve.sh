#!/usr/bin/env bash
# Runs the compiled server (build/server-main/main.js, made by `npm run build`) the way production
# runs it. `npm start`, the browser journeys (scripts/e2e-server.sh), the benchmark and the process
# tests all start the server through this file, so the memory settings below hold everywhere.
# Run it from the directory that holds build/ (the benchmark runs a private copy of build/).
#
# Why these settings (measured; README "Memory"):
# - --liftoff-only: the embedded database is PostgreSQL compiled to WebAssembly. V8's optimizing
#   tier compiles its hottest functions again a moment after the first queries, and for one of
#   PostgreSQL's giant functions that compilation alone needs about 580 MB for a fraction of a
#   second, which set the process's peak. The baseline compiler (Liftoff) runs queries a little
#   slower and needs none of it. Without WebAssembly (DATABASE_URL) the flag changes nothing.
# - --max-semi-space-size: V8 sizes the young generation for the machine (up to 32 MB per
#   semi-space on a big one); a render allocates short-lived garbage in bursts, and a small young
#   generation collects it sooner instead of letting the resident set grow.
# - --max-old-space-size=384: V8 sizes the old generation for the machine (about 4 GB on this
#   24 GiB one) and lets garbage pile up towards it before collecting hard. The site's live heap
#   under load is about 70 MB, so 384 MB leaves five times that as headroom while the heap stays
#   near 90 MB instead of 170 MB (peak resident set under the benchmark's load: 420 -> 325 MB).
# - MALLOC_ARENA_MAX: compression and file reads run on libuv's thread pool; glibc gives every
#   thread its own malloc arena and keeps their freed pages, so the resident set creeps up.
# - MALLOC_MMAP_THRESHOLD_: every password check (scrypt, server/auth/password.ts; a login with an
#   unknown e-mail too) takes 16 MiB from malloc for a moment, on libuv's thread pool. glibc maps a
#   block that large on its own and unmaps it when freed, but the first such free raises its
#   threshold to 16 MiB ("dynamic mmap threshold"), so every later check takes its 16 MiB from an
#   arena, which keeps it: under a flood of logins the resident set grew 30-50 MB, by how many checks
#   happened to run at once (docs/security.md, "Bounded state under hostile traffic"). A fixed
#   threshold turns that adjustment off: blocks of 1 MiB and more are always mapped and given back.
set -euo pipefail
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-1048576}"
exec "${NODE:-node}" --enable-source-maps --liftoff-only --max-semi-space-size=8 --max-old-space-size=384 build/server-main/main.js "$@"
