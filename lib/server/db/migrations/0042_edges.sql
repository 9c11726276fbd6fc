-- The machine's request id of the call that paid a code out or credited a buy's notes, written with the money: the
-- same call sent again after a lost answer is answered as the first (lib/server/cash-orders/orders.ts).
ALTER TABLE "cash_orders" ADD COLUMN "machine_request_id" text;
