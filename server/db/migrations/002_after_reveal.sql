-- An answer committed after its step's answer was revealed: stored, not graded (docs/class.md).
ALTER TABLE answers ADD COLUMN after_reveal INTEGER NOT NULL DEFAULT 0;
