fn f() { bar(); foo(); }
