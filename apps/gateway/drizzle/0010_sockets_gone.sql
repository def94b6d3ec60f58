-- Issue 11: when a user's last realtime socket closed, on the gateway's clock: a side of a call gone past a short grace
-- has left, and the gateway ends the call (docs/calls.md "A side that leaves").
ALTER TABLE "presence" ADD COLUMN "sockets_gone_at" timestamp with time zone;