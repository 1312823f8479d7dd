CREATE TABLE "calculator_option_override" (
	"country_id" smallint NOT NULL,
	"product_group_id" smallint NOT NULL,
	"groups" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_option_override_country_id_product_group_id_pk" PRIMARY KEY("country_id","product_group_id")
);
