-- A search by value ('capacitor 100nF', '10k 0603') lists the parts of that value in stock first,
-- then the most popular, a thousand at most. The jsonb_path_ops index finds the parts of a value but
-- not their order, so a common value read and sorted all of them: 12,025 rows from 9,554 heap pages,
-- about 500 ms at 2,000,000 parts, for each search. One index per value key (the three that
-- VALUE_KEY in sourcing/bom/matching.ts names), in that order, and the scan stops at the limit.
-- Partial: only the parts that have the key (about a third of the catalogue each for resistors and
-- capacitors) are in each.
CREATE INDEX parts_capacitance_rank_idx ON parts ((parameters ->> 'Capacitance'), (stock > 0) DESC, popularity DESC)
  WHERE parameters ? 'Capacitance';
CREATE INDEX parts_resistance_rank_idx ON parts ((parameters ->> 'Resistance'), (stock > 0) DESC, popularity DESC)
  WHERE parameters ? 'Resistance';
CREATE INDEX parts_inductance_rank_idx ON parts ((parameters ->> 'Inductance'), (stock > 0) DESC, popularity DESC)
  WHERE parameters ? 'Inductance';

-- Autocomplete ranks the parts that start with what was typed by popularity. With the part's id in
-- the key index, the matches of a prefix (up to 1,000) are ranked from the index alone, and only
-- the ten shown are read from the table; before, a prefix with more than 50 matches went to the
-- head index, which the planner often passed over for the key index, reading and sorting every
-- match from the table (10,096 rows, 30 to 120 ms, for ABM8 at 2,000,000 parts).
DROP INDEX parts_mpn_key_c_idx;
CREATE INDEX parts_mpn_key_c_idx ON parts ((mpn_key COLLATE "C"), popularity DESC) INCLUDE (id);
