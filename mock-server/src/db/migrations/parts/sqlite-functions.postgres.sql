-- SQLite's functions that the migrations call, as SQL functions of the schema on PostgreSQL: date
-- for the focus_costs view (migrations 5 and 9; the view calls it whenever it is read), unixepoch for
-- migration 9's monthly roll-up. json_array was for the part of migration 9 that only SQLite runs
-- now; it stays, as every PostgreSQL database made so far has it. The runner runs this file on
-- PostgreSQL before the pending migrations, every time (README.md).
CREATE OR REPLACE FUNCTION unixepoch(value TEXT) RETURNS BIGINT
  LANGUAGE SQL IMMUTABLE AS $$ SELECT floor(extract(epoch FROM (value::timestamptz AT TIME ZONE 'UTC')))::BIGINT $$;
-- date(seconds, 'unixepoch'[, 'start of month'][, '+N month' | '+N day']) as 'YYYY-MM-DD'.
CREATE OR REPLACE FUNCTION date(seconds BIGINT, VARIADIC modifiers TEXT[]) RETURNS TEXT
  LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE
      at TIMESTAMP := TIMESTAMP 'epoch' + seconds * INTERVAL '1 second';
      modifier TEXT;
    BEGIN
      FOREACH modifier IN ARRAY modifiers LOOP
        IF modifier = 'unixepoch' THEN CONTINUE;
        ELSIF modifier = 'start of month' THEN at := date_trunc('month', at);
        ELSIF modifier ~ '^[+-]\d+ (day|month|year)s?$' THEN at := at + modifier::INTERVAL;
        ELSE RAISE EXCEPTION 'date modifier % is not supported', modifier;
        END IF;
      END LOOP;
      RETURN to_char(at, 'YYYY-MM-DD');
    END $$;
CREATE OR REPLACE FUNCTION json_array(VARIADIC items TEXT[]) RETURNS TEXT
  LANGUAGE SQL IMMUTABLE AS $$ SELECT array_to_json(items)::TEXT $$;
