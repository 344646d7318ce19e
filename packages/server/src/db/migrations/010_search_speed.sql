-- Autocomplete and the keyword search's prefix tier want the first part numbers, in order, that start
-- with what was typed. The text_pattern_ops index finds the range but not the order (the database
-- collation is not "C"), so a short prefix such as ABM8 or RC0603 read and sorted every match
-- (10,000 to 70,000 rows at 2,000,000 parts). Part-number keys are upper-case letters and digits,
-- which sort the same in "C" as in any collation; in "C" one index serves both the LIKE range and
-- the ORDER BY, and a query stops after the ten (or thousand) rows it shows.
CREATE INDEX parts_mpn_key_c_idx ON parts ((mpn_key COLLATE "C"), popularity DESC);

-- The manufacturer menu lists a few categories of each featured maker: walking this index from one
-- category to the next is a handful of lookups, where DISTINCT over the maker's parts read all of
-- them (half a million for the largest maker at 2,000,000 parts: minutes on the first page view).
CREATE INDEX parts_manufacturer_category_idx ON parts (manufacturer_id, category_id);
