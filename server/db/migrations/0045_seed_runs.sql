-- What each `npm run seed` loaded and how long it took (docs/decisions/0064): the benches of a large catalogue
-- read the size of the database they run on from here instead of counting a million cards or seeding again.
CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"seconds" real NOT NULL,
	"load_average" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
