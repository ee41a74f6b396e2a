kill -9 $$
