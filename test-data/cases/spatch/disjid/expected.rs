mod a { fn foo(x: i32, z: i32) -> i32 { return 1; } }
mod b { fn foo(y: i32, z: i32) -> i32 { return 1; } }
mod c { fn bar(x: i32, z: i32) -> i32 { return 1; } }
mod d { fn bar(y: i32, z: i32) -> i32 { return 1; } }
mod e { fn xxx(y: i32, z: i32) -> i32 { return 0; } }
