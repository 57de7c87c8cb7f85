-- Whether others see an offer's street and exact pin; null means the default for the seller and the
-- offer type (companies and real estate: yes; private persons: no). docs/decisions/082
ALTER TABLE "offers" ADD COLUMN "show_exact_address" boolean;
