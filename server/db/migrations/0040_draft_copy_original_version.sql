-- A draft copy remembers the version of the card it was taken from (docs/decisions/0059): publishing it
-- over that card is refused once the card has changed since, as any save based on an old version is.
ALTER TABLE "products" ADD COLUMN "cloned_from_version" integer;
