-- The zone every date a customer reads is written in (pages, e-mails, statements): set from the browser at sign-up and
-- sign-in; accounts from before get the zone of their language's country, as a visitor's page would show.
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Europe/Prague' NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "time_zone" = CASE "language"
	WHEN 'sk' THEN 'Europe/Bratislava'
	WHEN 'el' THEN 'Europe/Athens'
	WHEN 'hu' THEN 'Europe/Budapest'
	WHEN 'de' THEN 'Europe/Vienna'
	WHEN 'es' THEN 'Europe/Madrid'
	ELSE 'Europe/Prague'
END;
