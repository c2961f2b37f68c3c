-- Courts are rows of "courts" since 0022 (decision 048), which copied these names; nothing reads them any more.
ALTER TABLE "venues" DROP COLUMN "court_names";