console.log('gateway placeholder');
