-- A broad prefix (over 1,000 matches: SMBJ, CL10B, RC0603) is ranked from the head index in
-- popularity order, keeping the parts whose key starts with what was typed. That test needs the
-- key, which the head index did not hold: the planner, unable to guess how many of a head's parts
-- pass it, read every part of the head from the table and sorted them (1,379 rows from 1,108 heap
-- pages, 77 ms for SMBJ at 2,000,000 parts). With the id and key in the index the scan is
-- index-only and stops at the tenth match (0.2 ms).
DROP INDEX parts_mpn_head_popularity_idx;
CREATE INDEX parts_mpn_head_popularity_idx ON parts ((left(mpn_key, 3) COLLATE "C"), popularity DESC) INCLUDE (id, mpn_key);
