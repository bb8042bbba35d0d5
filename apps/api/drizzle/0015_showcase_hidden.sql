ALTER TABLE "showcases" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
