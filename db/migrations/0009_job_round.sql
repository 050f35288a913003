CREATE TABLE "job_round" (
	"job" text NOT NULL,
	"round" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_round_job_round_pk" PRIMARY KEY("job","round")
);
