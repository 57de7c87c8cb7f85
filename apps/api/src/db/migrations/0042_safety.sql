-- Safe to trade (decision 132): scam rules and blocked domains of the safety module, and the
-- warnings a chat message carries for its recipient (the chat module's column).
CREATE TABLE "scam_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" "region" NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL CHECK ("kind" in ('move_off_site', 'pay_off_site', 'link')),
	"match" text NOT NULL CHECK ("match" in ('phrases', 'regex')),
	"pattern" text NOT NULL,
	"test_sentence_en" text NOT NULL,
	"test_sentence_pl" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "scam_rules_region_idx" ON "scam_rules" USING btree ("region", "id");
--> statement-breakpoint
CREATE TABLE "blocked_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"domain" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_account_id" integer REFERENCES "accounts"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_domains_region_check" CHECK ("region" in ('us', 'pl', 'both'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_domains_region_domain_key" ON "blocked_domains" USING btree ("region", "domain");
--> statement-breakpoint
CREATE INDEX "blocked_domains_domain_idx" ON "blocked_domains" USING btree ("domain");
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "warnings" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The default rules, the same in both editions (either language is written in either).
INSERT INTO "scam_rules" ("region", "name", "kind", "match", "pattern", "test_sentence_en", "test_sentence_pl") VALUES
	('us', 'Messaging apps', 'move_off_site', 'phrases', E'whatsapp\nwhats app\nwhatsappie\ntelegram*\nviber*\nwechat\nsignal app\non signal\nna signal*\nmessenger*\nkik', 'Text me on WhatsApp, it is faster.', 'Napisz na WhatsApp, tak będzie szybciej.'),
	('us', 'E-mail me', 'move_off_site', 'phrases', E'email me\ne-mail me\nmail me\nmy email\nmy e-mail\nnapisz maila\nnapisz mail*\nnapisz e-mail*\nmoj mail\nmoj e-mail\nmoj email\nwyslij mail*', 'Please e-mail me, it is easier.', 'Napisz maila, podam ci szczegóły.'),
	('us', 'E-mail address', 'move_off_site', 'regex', E'[a-z0-9._%+-]+@[a-z0-9-]+\\.[a-z0-9.-]*[a-z]', 'Write to john.smith@example.com for details.', 'Pisz na jan.kowalski@example.pl, odpowiem.'),
	('us', 'Phone number', 'move_off_site', 'regex', E'\\+?\\(?\\d{2,3}\\)?[ .-]?\\d{3}[ .-]?\\d{3,4}', 'Call me at 555-123-4567.', 'Zadzwoń: 600 700 800.'),
	('us', 'Bank or wire transfer, money transfer services', 'pay_off_site', 'phrases', E'bank transfer\nwire transfer\nwire the money\nwire me\nwestern union\nmoneygram\nmoney gram\nzelle\ncash app\nprzelew*\nprzelej*\nprzekaz pieniezn*', 'I will pay by bank transfer, or Western Union if you prefer.', 'Zapłacę przelewem, podaj numer konta.'),
	('us', 'BLIK code', 'pay_off_site', 'phrases', E'blik*', 'Send me the BLIK code to confirm the payment.', 'Podaj kod BLIK, to zapłacę.'),
	('us', 'Crypto', 'pay_off_site', 'phrases', E'bitcoin*\nbtc\nusdt\ntether\nethereum\ncrypto*\ncryptocurrenc*\nkrypto*\nkryptowalut*', 'I pay in bitcoin or USDT only.', 'Płacę tylko kryptowalutami, np. USDT.'),
	('us', 'Paying outside the site', 'pay_off_site', 'phrases', E'pay outside\npayment outside\noutside the site\noutside the app\nfriends and family\ngift card*\nzaplace poza\nplatnosc poza\nplace poza\npoza serwisem\npoza portalem\npoza aplikacja\nkarta podarunkow*\nkarte podarunkow*', 'I will pay outside the site, PayPal friends and family.', 'Zapłacę poza serwisem, tak będzie taniej.'),
	('us', 'Any link', 'link', 'regex', E'https?://|www\\.', 'Look here: https://example.com/item', 'Zobacz tutaj: www.example.pl/oferta'),
	('pl', 'Messaging apps', 'move_off_site', 'phrases', E'whatsapp\nwhats app\nwhatsappie\ntelegram*\nviber*\nwechat\nsignal app\non signal\nna signal*\nmessenger*\nkik', 'Text me on WhatsApp, it is faster.', 'Napisz na WhatsApp, tak będzie szybciej.'),
	('pl', 'E-mail me', 'move_off_site', 'phrases', E'email me\ne-mail me\nmail me\nmy email\nmy e-mail\nnapisz maila\nnapisz mail*\nnapisz e-mail*\nmoj mail\nmoj e-mail\nmoj email\nwyslij mail*', 'Please e-mail me, it is easier.', 'Napisz maila, podam ci szczegóły.'),
	('pl', 'E-mail address', 'move_off_site', 'regex', E'[a-z0-9._%+-]+@[a-z0-9-]+\\.[a-z0-9.-]*[a-z]', 'Write to john.smith@example.com for details.', 'Pisz na jan.kowalski@example.pl, odpowiem.'),
	('pl', 'Phone number', 'move_off_site', 'regex', E'\\+?\\(?\\d{2,3}\\)?[ .-]?\\d{3}[ .-]?\\d{3,4}', 'Call me at 555-123-4567.', 'Zadzwoń: 600 700 800.'),
	('pl', 'Bank or wire transfer, money transfer services', 'pay_off_site', 'phrases', E'bank transfer\nwire transfer\nwire the money\nwire me\nwestern union\nmoneygram\nmoney gram\nzelle\ncash app\nprzelew*\nprzelej*\nprzekaz pieniezn*', 'I will pay by bank transfer, or Western Union if you prefer.', 'Zapłacę przelewem, podaj numer konta.'),
	('pl', 'BLIK code', 'pay_off_site', 'phrases', E'blik*', 'Send me the BLIK code to confirm the payment.', 'Podaj kod BLIK, to zapłacę.'),
	('pl', 'Crypto', 'pay_off_site', 'phrases', E'bitcoin*\nbtc\nusdt\ntether\nethereum\ncrypto*\ncryptocurrenc*\nkrypto*\nkryptowalut*', 'I pay in bitcoin or USDT only.', 'Płacę tylko kryptowalutami, np. USDT.'),
	('pl', 'Paying outside the site', 'pay_off_site', 'phrases', E'pay outside\npayment outside\noutside the site\noutside the app\nfriends and family\ngift card*\nzaplace poza\nplatnosc poza\nplace poza\npoza serwisem\npoza portalem\npoza aplikacja\nkarta podarunkow*\nkarte podarunkow*', 'I will pay outside the site, PayPal friends and family.', 'Zapłacę poza serwisem, tak będzie taniej.'),
	('pl', 'Any link', 'link', 'regex', E'https?://|www\\.', 'Look here: https://example.com/item', 'Zobacz tutaj: www.example.pl/oferta');
