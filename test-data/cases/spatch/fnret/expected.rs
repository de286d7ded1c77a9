

fn foo(z: i32) { bar(z); }
