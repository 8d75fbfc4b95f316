-- The language a shopper used (issue 24): an order's status mails and a reset code's mail are
-- written in it (api/src/mail/templates.ts). Everything placed or asked before is English.
ALTER TABLE orders ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ur'));
ALTER TABLE password_resets ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ur'));
