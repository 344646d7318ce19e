-- Autocomplete ranks the parts that start with what was typed by popularity. For a short, common
-- prefix (STM32F1, RC0603) the matches run to thousands at 2,000,000 parts, and the (key, popularity)
-- index gives them in key order, so the popular STM32F103C8T6 was never among the first ten. This
-- index holds each part under the first three characters of its key, most popular first: a
-- prefix's most popular parts are the first of its three-character group that match the prefix.
CREATE INDEX parts_mpn_head_popularity_idx ON parts ((left(mpn_key, 3) COLLATE "C"), popularity DESC);
