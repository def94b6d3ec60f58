-- A call made of a random match (beginMinCall) says so: the friend-video record's matchFlag (docs/calls.md).
ALTER TABLE "calls" ADD COLUMN "from_match" boolean DEFAULT false NOT NULL;