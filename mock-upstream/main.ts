console.log('mock placeholder');
