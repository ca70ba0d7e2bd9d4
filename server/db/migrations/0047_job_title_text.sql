-- A job's title as a catalogue key and its values (docs/decisions/0060, "Job titles in the reader's
-- language"): every answer says it in the asker's language. Jobs queued before keep their stored wording.
ALTER TABLE "jobs" ADD COLUMN "title_text" jsonb;
