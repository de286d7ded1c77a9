fn reset(cells: &[RefCell<Vec<u8>>], flag: Flag) {
    let wipe = |c: &RefCell<Vec<u8>>| {
        c.borrow_mut().clear();
    };
    'outer: loop {
        for c in cells {
            while c.borrow().len() > 8 {
                cells[0].borrow_mut().clear();
                continue 'outer;
            }
        }
        break;
    }
    match flag {
        Flag::All => {
            unsafe {
                GLOBAL.borrow_mut().clear();
            }
        }
        Flag::None => {}
    }
    let fut = async move {
        cells[1].borrow_mut().clear();
    };
}
