-- The teacher lets students explore (edit their page) after the last reveal (docs/class.md).
ALTER TABLE sessions ADD COLUMN explore INTEGER NOT NULL DEFAULT 0;
