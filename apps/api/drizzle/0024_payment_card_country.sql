ALTER TABLE "payment_cards" ADD COLUMN "country" text;
