-- What a dictionary item means where its name alone does not say (JNPF DictionaryData
-- F_Description): the supervision tour plans show it when one is chosen. Mirrors
-- dictionary_items.description in src/db/schema.ts.
ALTER TABLE dictionary_items ADD COLUMN description text NOT NULL DEFAULT '';
