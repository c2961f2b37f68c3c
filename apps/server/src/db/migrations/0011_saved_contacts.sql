CREATE TABLE "saved_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"sort_name" text GENERATED ALWAYS AS (translate("name", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_contacts_owner_email_key" UNIQUE("owner_id","email")
);
--> statement-breakpoint
ALTER TABLE "saved_contacts" ADD CONSTRAINT "saved_contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_contacts_owner_name_idx" ON "saved_contacts" USING btree ("owner_id","sort_name" collate "C","id");